export { SaveToFolderButton } from './save/SaveToFolderButton';
