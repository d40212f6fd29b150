/**
 * Stripe's v1 API takes `application/x-www-form-urlencoded` bodies (and query strings) whose keys
 * nest with brackets, as the SDK writes them: `metadata[transactionId]=…`, `expand[0]=latest_charge`,
 * `transfer_data[destination]=acct_…`. This turns such a text into nested objects and arrays, with
 * every leaf a string, as Stripe receives it before it checks the parameters' types.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** The path of a key: `a[b][0]` → `['a', 'b', '0']`; `a[]` appends (`''`). */
function pathOf(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

function isIndex(segment: string): boolean {
  return segment === '' || /^\d+$/.test(segment);
}

/** Parses a form-encoded text into nested objects; a key given twice keeps its last value. */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = pathOf(key);
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string;
      const last = i === path.length - 1;
      const nextIsIndex = !last && isIndex(path[i + 1] as string);
      if (Array.isArray(node)) {
        const index = segment === '' ? node.length : Number(segment);
        if (last) {
          node[index] = value;
          continue;
        }
        if (node[index] === undefined || typeof node[index] === 'string') node[index] = nextIsIndex ? [] : {};
        node = node[index] as FormObject | FormValue[];
      } else if (last) {
        node[segment] = value;
      } else {
        const existing: FormValue | undefined = node[segment];
        if (existing === undefined || typeof existing === 'string') node[segment] = nextIsIndex ? [] : {};
        node = node[segment] as FormObject | FormValue[];
      }
    }
  }
  return root;
}
