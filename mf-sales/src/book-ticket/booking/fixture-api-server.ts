/**
 * Tests only: the booking tests' local API server is shared-kit's; booking-test-kit.tsx still names it from here.
 * New code imports '@busdesk/shared-kit/test-support' directly.
 */
export { startFixtureApiServer, type FixtureAnswer, type FixtureApiServer, type FixtureHandler, type RecordedRequest } from '@busdesk/shared-kit/test-support';
