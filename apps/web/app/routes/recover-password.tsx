import { PASSWORD_RECOVERY_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/password-recovery-page';
import { requestPasswordReset } from '../features/accounts/recover-password.server.ts';
import { PasswordRecoveryPage } from '../features/accounts/recover-password-page.tsx';
import { metaTexts } from '../lib/texts.ts';
import recoveryStylesHref from '../styles/recovery.css?url';
import type { Route } from './+types/recover-password';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: recoveryStylesHref }];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(PASSWORD_RECOVERY_PAGE_TEXTS, matches);
  return [{ title: t('title') }, { name: 'description', content: t('description') }];
}

export function action(args: Route.ActionArgs) {
  return requestPasswordReset(args);
}

export default function RecoverPassword({ actionData }: Route.ComponentProps) {
  return <PasswordRecoveryPage actionData={actionData} />;
}
