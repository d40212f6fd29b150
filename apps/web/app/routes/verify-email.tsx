import { resendVerification, verifyEmail } from '../features/accounts/verify-email.server.ts';
import { VerifyEmailPage } from '../features/accounts/verify-email-page.tsx';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/verify-email';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta() {
  return [{ title: 'Verify your email' }];
}

export function loader(args: Route.LoaderArgs) {
  return verifyEmail(args);
}

export function action(args: Route.ActionArgs) {
  return resendVerification(args);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyEmailPage loaderData={loaderData} actionData={actionData} />;
}
