import { useEffect, useState } from 'react';
import type { FormCheck } from './use-form-validation.ts';

type Check = (form: FormData) => FormCheck;

/**
 * A form check fetched after the page has rendered, for a form whose checks would bring zod into a
 * page that otherwise loads none: null until it has arrived, then the check. The form stays the same
 * element throughout (nothing typed is lost, no button moves under a click); `useFormValidation`
 * lets the form post unchecked until then.
 */
export function useLoadedCheck(load: () => Promise<Check>): Check | null {
  const [check, setCheck] = useState<{ check: Check } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check is fetched once, on mount.
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => {
        if (live) setCheck({ check: loaded });
      },
      // A failed fetch (offline, a new deployment) leaves the form checked by its action only.
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return check?.check ?? null;
}
