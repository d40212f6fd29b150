import { MAINTENANCE_SCREEN_TEXTS } from '@mercato/core/texts/catalogs/common/maintenance-screen';
import { useTexts } from '../../lib/texts.ts';

/** The maintenance screen (spec §1): not fully operational, refresh, then contact the admins. */
export function MaintenanceScreen() {
  const t = useTexts(MAINTENANCE_SCREEN_TEXTS);
  return (
    <section className="notice" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('heading')}</h1>
      <p>{t('refresh')}</p>
      <p>{t('contactAdmins')}</p>
    </section>
  );
}
