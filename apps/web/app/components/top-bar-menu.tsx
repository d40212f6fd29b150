import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu of the top bar: a `<details>` disclosure, so it opens and closes without scripts and its
 * button says whether it is expanded. With scripts it also closes as a menu is expected to: on
 * Escape (focus back on its button), on a click or a move of focus outside it, and once a link in
 * it has been followed (the top bar stays on the page across navigations).
 */
export function TopBarMenu(props: {
  className: string;
  /** The button's accessible name ("Menu", "Account menu for …"). */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const where = pathname + search;
  useEffect(() => {
    if (where && ref.current) ref.current.open = false;
  }, [where]);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      const hadFocus = details.contains(document.activeElement);
      close();
      if (hadFocus) details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    // Tabbing past the menu's last link leaves no open panel behind over the page.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !details.contains(next)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return (
    <details className={props.className} ref={ref}>
      <summary aria-label={props.label}>{props.button}</summary>
      <div className="user-menu__panel">{props.children}</div>
    </details>
  );
}
