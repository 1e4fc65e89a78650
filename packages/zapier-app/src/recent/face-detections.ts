/**
 * Face detections a user is likely to pick in a "Face Detection" dropdown:
 * the service lists none, so the app remembers the ones this connection ran.
 */
import type { ZObject } from 'zapier-platform-core';
import { recall, remember } from './memory';

/** One remembered face detection. */
export interface RecentFaceDetection {
  id: string;
  created_at: string;
}

const CACHE_KEY = 'recent_face_detections';

/** Adds a detection to the connection's memory (newest first, at most 25). */
export async function rememberFaceDetection(z: ZObject, detection: RecentFaceDetection) {
  await remember(z, CACHE_KEY, detection);
}

/** The face detections this connection ran recently, newest first. */
export function recentFaceDetections(z: ZObject): Promise<RecentFaceDetection[]> {
  return recall<RecentFaceDetection>(z, CACHE_KEY);
}
