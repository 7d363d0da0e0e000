export { ErrorPage } from './ErrorPage';
export { NotFoundPage } from './NotFoundPage';
