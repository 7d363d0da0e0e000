export { retrieveSession, signOut } from './session-actions';
