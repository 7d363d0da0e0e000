/** The contacts tests use the shared fake API, and two reply shapes of their own. */
export { failure, stubApi as fakeServer, type FakeCall as Request } from '../../../testing/fake-api';

export const ok = (body: unknown) => () => ({ body });

export const paged = <T>(data: T[], total = data.length) => ({ data, total, limit: 30, skip: 0 });
