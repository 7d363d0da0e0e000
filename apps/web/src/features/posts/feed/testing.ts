/** The feed screens' tests use the shared fake API. */
export { failure, stubApi as stubServer, type FakeCall as Call } from '../../../testing/fake-api';
