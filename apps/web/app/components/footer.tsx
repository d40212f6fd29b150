import { Link } from 'react-router';

/** Site footer with the legal pages of spec §2. */
export function Footer({ marketplaceName }: { marketplaceName: string }) {
  return (
    <footer className="footer">
      <p>© {marketplaceName}</p>
      <nav aria-label="Legal">
        <Link to="/terms-of-service">Terms of service</Link>
        <Link to="/privacy-policy">Privacy policy</Link>
      </nav>
    </footer>
  );
}
