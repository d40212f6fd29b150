import { z } from 'zod';
import { defineJobKind } from '../../jobs/job-definition.ts';

/** The check of a file whose bytes arrived (files.service.ts `verifyFile`). */
export const fileVerificationJob = defineJobKind({
  name: 'files.verify',
  payload: z.object({ fileId: z.uuid() }),
});
