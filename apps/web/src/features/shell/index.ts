export { ShellLayout } from './ShellLayout';
