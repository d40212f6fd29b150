import { describe, expect, it } from 'vitest';
import { commandsOf, isListingCommand, stateBadgeOf } from './listing-state.ts';

describe('stateBadgeOf', () => {
  it.each([
    ['draft', 'Draft', 'draft'],
    ['pendingApproval', 'Pending approval', 'pending'],
    ['published', 'Published', 'published'],
    ['closed', 'Closed', 'closed'],
  ] as const)('shows %s as %j', (state, label, tone) => {
    expect(stateBadgeOf(state)).toEqual({ label, tone });
  });
});

describe('commandsOf', () => {
  it('offers each state its lifecycle step only', () => {
    expect(commandsOf('published')).toEqual(['close']);
    expect(commandsOf('closed')).toEqual(['open']);
    expect(commandsOf('draft')).toEqual(['discard']);
    expect(commandsOf('pendingApproval')).toEqual([]);
  });

  it('recognises the form intents', () => {
    expect(isListingCommand('close')).toBe(true);
    expect(isListingCommand('publish')).toBe(false);
    expect(isListingCommand(null)).toBe(false);
  });
});
