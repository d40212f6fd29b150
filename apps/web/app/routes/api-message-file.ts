import { messageFileState } from '../features/transactions/message-files.server.ts';
import type { Route } from './+types/api-message-file';

export const loader = (args: Route.LoaderArgs) => messageFileState(args);
