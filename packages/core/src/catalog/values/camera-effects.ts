/**
 * Camera effects of animation (`style.camera_effect`).
 * Generated once from spec/openapi.json; these are suggestions, the service accepts others.
 */

/** Camera effects of animation. */
// prettier-ignore
export const cameraEffects = [
  'Simple Zoom Out', 'Simple Zoom In', 'Bounce Out', 'Spin Bounce', 'Rolling Bounces', 'Rise and Climb',
  'Dramatic Zoom In', 'Dramatic Zoom Out', 'Sway Out', 'Boost Zoom In', 'Boost Zoom Out', 'Heartbeat',
  'Bounce in Place', 'Earthquake Bounce', 'Slice Bounce', 'Bounce In And Out', 'Jump', 'Road Trip',
  'Traverse', 'Rubber Band', 'Rodeo', 'Accelerate', 'Speed of Light', 'Drift Spin', 'Vertigo',
  'Cog in the Machine', 'Quadrant', 'Tron', 'Pusher', 'Roll In', 'Hesitate In', 'Zoom In - Audio Sync',
  'Pulse - Audio Sync', 'Aggressive Zoom In - Audio Sync', 'Roll In - Audio Sync', 'Zoom Out - Audio Sync',
  'Aggressive Zoom Out - Audio Sync', 'Sway Out - Audio Sync', 'Bounce and Spin - Audio Sync',
  'Zoom In and Spin - Audio Sync', 'Vertigo - Audio Sync', 'Bounce Out - Audio Sync',
  'Earthquake Bounce - Audio Sync', 'Pusher - Audio Sync', 'Evolve - Audio Sync', 'Devolve - Audio Sync',
  'Slideshow', 'Pan Left', 'Pan Right', 'Tilt Up', 'Tilt Down', 'Directed by AI',
] as const;
