import { requestPasswordReset } from '../features/accounts/recover-password.server.ts';
import { PasswordRecoveryPage } from '../features/accounts/recover-password-page.tsx';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/recover-password';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta() {
  return [
    { title: 'Reset your password' },
    { name: 'description', content: 'Forgot your password? We email you a link to choose a new one.' },
  ];
}

export function action(args: Route.ActionArgs) {
  return requestPasswordReset(args);
}

export default function RecoverPassword({ actionData }: Route.ComponentProps) {
  return <PasswordRecoveryPage actionData={actionData} />;
}
