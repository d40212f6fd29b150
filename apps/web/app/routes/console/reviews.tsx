import { CONSOLE_REVIEWS_TEXTS } from '@mercato/core/texts/catalogs/console/console-reviews';
import { consoleTexts } from '../../features/console/console-texts.ts';
import { changeReview, loadReviews } from '../../features/console/reviews.server.ts';
import { ReviewsPage } from '../../features/console/reviews-page.tsx';
import { CONSOLE_PAGE } from '../../lib/console-paths.ts';
import { routePage } from '../../lib/route-module.tsx';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = () => [{ title: consoleTexts(CONSOLE_REVIEWS_TEXTS)('title') }];
export const handle = CONSOLE_PAGE;

export const loader = (args: Route.LoaderArgs) => loadReviews(args);
export const action = (args: Route.ActionArgs) => changeReview(args);
export default routePage<Route.ComponentProps>(ReviewsPage);
