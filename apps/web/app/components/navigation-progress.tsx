import { NAVIGATION_PROGRESS_TEXTS } from '@mercato/core/texts/catalogs/common/navigation-progress';
import { useNavigation } from 'react-router';
import { useTexts } from '../lib/texts.ts';

/** Spec §2 / §9: a 5 px progress bar at the very top while a navigation loads route data. */
export function NavigationProgress() {
  const t = useTexts(NAVIGATION_PROGRESS_TEXTS);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div
      className={`navigation-progress${busy ? ' is-busy' : ''}`}
      style={{ height: 5, zIndex: 100001 }}
      role="progressbar"
      aria-label={t('label')}
      aria-hidden={!busy}
      data-state={navigation.state}
    />
  );
}
