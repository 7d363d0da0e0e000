import { lazyDialog } from '../../components/lazy-part';

// Fetched when it first opens: the shell carries the menu that opens it, not the dialog and its form.
export const CreateChannelDialog = lazyDialog(() => import('./CreateChannelModal'), 'CreateChannelModal');
