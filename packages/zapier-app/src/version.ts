/** The app's version; a test keeps it equal to package.json's. */
export const APP_VERSION = '0.1.0';
