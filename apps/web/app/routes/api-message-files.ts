import { createMessageFile } from '../features/transactions/message-files.server.ts';
import type { Route } from './+types/api-message-files';

export const action = (args: Route.ActionArgs) => createMessageFile(args);
