// Tests only (`@busdesk/shared-kit/test-support`): never imported by product code. ESLint refuses the import outside
// tests, stories and test support, and the MF build fails on it (it is not in the import map). The servers need
// node:http, so a story (or a fixture a story uses) imports the browser-safe '@busdesk/shared-kit/test-support/user-info-fixture'.
export { startLocalApiServer, sendEnvelope, type LocalApiServer, type LocalApiServerOptions } from './local-api-server';
export { startFixtureApiServer, type FixtureAnswer, type FixtureApiServer, type FixtureHandler, type RecordedRequest } from './fixture-api-server';
export { userInfoFixture } from './user-info-fixture';
export { mountMicrofrontend, type MountedMicrofrontend } from './mount-microfrontend';
export { tryToLeave } from './try-to-leave';
