/** The notifications tests use the shared fake API. */
export { failure, stubApi, type FakeCall as Call } from '../../../testing/fake-api';
