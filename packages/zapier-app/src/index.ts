/**
 * The Zapier app for the Magic Hour: one create per catalog
 * operation, REST-hook triggers through the relay, searches, and custom API
 * key authentication. Domain logic lives in `@genservice/core`; this only maps.
 */
import { defineApp, version as platformVersion } from 'zapier-platform-core';
import { authentication } from './auth/authentication';
import { addBearerHeader, mapServiceErrors } from './auth/middleware';
import { creates } from './creates';
import { downloadFile } from './hydrators';
import { estimateCredits } from './searches/estimate-credits';
import { findAccountCredits } from './searches/find-account-credits';
import { findFaceDetection } from './searches/find-face-detection';
import { findProject } from './searches/find-project';
import { findSavedItem } from './searches/find-saved-item';
import { triggers } from './triggers';
import { APP_VERSION } from './version';

const App = defineApp({
  version: APP_VERSION,
  platformVersion,
  authentication,
  beforeRequest: [addBearerHeader],
  afterResponse: [mapServiceErrors],
  // Every request goes through z.request (logged by Zapier already): no global http/fetch patching.
  flags: { throwForThrottlingEarly: false, skipHttpPatch: true },
  triggers,
  searches: {
    [findProject.key]: findProject,
    [findFaceDetection.key]: findFaceDetection,
    [findAccountCredits.key]: findAccountCredits,
    [findSavedItem.key]: findSavedItem,
    [estimateCredits.key]: estimateCredits,
  },
  creates,
  hydrators: { downloadFile },
  resources: {},
});

export = App;
