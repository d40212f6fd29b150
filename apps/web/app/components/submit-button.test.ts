import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

const render = (props: Parameters<typeof SubmitButton>[0]) =>
  renderToString(createElement(SubmitButton, props));

describe('SubmitButton', () => {
  it('is a plain submit button while idle', () => {
    const html = render({
      busy: false,
      className: 'button',
      children: 'Confirm and pay',
      busyLabel: 'Paying…',
    });
    expect(html).toBe('<button type="submit" class="button">Confirm and pay</button>');
  });

  it('is disabled, busy for screen readers and turning while at work, with its busy words', () => {
    const html = render({
      busy: true,
      className: 'button',
      children: 'Confirm and pay',
      busyLabel: 'Paying…',
    });
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<span class="button__spinner" aria-hidden="true"></span>Paying…');
    expect(html).not.toContain('Confirm and pay');
  });

  it('keeps its words without busy ones, and can be disabled while idle', () => {
    expect(render({ busy: true, children: 'Send message' })).toContain('</span>Send message</button>');
    const idle = render({ busy: false, disabled: true, children: 'Accept' });
    expect(idle).toContain('disabled=""');
    expect(idle).not.toContain('aria-busy');
  });
});
