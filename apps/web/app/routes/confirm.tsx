import { confirmIdpSignup, loadConfirm } from '../features/auth/confirm.server.ts';
import { ConfirmPage } from '../features/auth/confirm-page.tsx';
import type { Route } from './+types/confirm';

export function meta() {
  return [{ title: 'Confirm your details' }];
}

export function loader(args: Route.LoaderArgs) {
  return loadConfirm(args);
}

export function action(args: Route.ActionArgs) {
  return confirmIdpSignup(args);
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmPage loaderData={loaderData} actionData={actionData} />;
}
