// SaleDetailsPage (`/sale/:id`) is the order page's route module: its path makes it the provider's.
export { action, default, links, loader, meta } from './order.tsx';
