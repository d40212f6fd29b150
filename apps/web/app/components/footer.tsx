import { FOOTER_TEXTS } from '@mercato/core/texts/catalogs/common/footer';
import { Link } from 'react-router';
import { useTexts } from '../lib/texts.ts';

/** Site footer with the legal pages of spec §2. */
export function Footer({ marketplaceName }: { marketplaceName: string }) {
  const t = useTexts(FOOTER_TEXTS);
  return (
    <footer className="footer">
      <p>{t('copyright', { marketplaceName })}</p>
      <nav aria-label={t('legalLabel')}>
        <Link to="/terms-of-service">{t('termsOfService')}</Link>
        <Link to="/privacy-policy">{t('privacyPolicy')}</Link>
      </nav>
    </footer>
  );
}
