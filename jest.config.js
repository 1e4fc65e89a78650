/** One jest run for the whole workspace: tests import workspace packages from their sources. */
const swc = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/test'],
  testMatch: ['**/test/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  moduleNameMapper: {
    '^@genservice/core$': '<rootDir>/packages/core/src/index.ts',
    '^@genservice/core/node$': '<rootDir>/packages/core/src/node/index.ts',
    '^@genservice/core/internal$': '<rootDir>/packages/core/src/internal.ts',
    '^@genservice/(sandbox|webhook-relay)$': '<rootDir>/packages/$1/src/index.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup-nock.js'],
  testTimeout: 30000,
};
