import { describe, expect, it } from 'vitest';
import { wizardListingOf, wizardListingQuery } from './wizard-listing.ts';

// How the wizard reads a listing's files from own_listings/show (issue #29).

const LISTING = '00000000-0000-4000-8000-000000000001';
const ref = (type: string, id: string) => ({ id, type });

describe('the files of a listing', () => {
  it('asks own_listings/show for the protected attachments and their files', () => {
    expect(
      wizardListingQuery({
        variantType: 'cropImage',
        aspectWidth: 4,
        aspectHeight: 3,
        variantPrefix: 'listing-card',
      }).include,
    ).toEqual(expect.arrayContaining(['protectedFileAttachments', 'protectedFileAttachments.file']));
  });

  it('reads each attachment with its file, in order, leaving out deleted or missing files', () => {
    const listing = wizardListingOf({
      data: {
        id: LISTING,
        type: 'ownListing',
        attributes: { title: 'Lisbon walks', state: 'draft' },
        relationships: {
          protectedFileAttachments: {
            data: [
              ref('fileAttachment', 'att-2'),
              ref('fileAttachment', 'att-1'),
              ref('fileAttachment', 'att-3'),
              ref('fileAttachment', 'att-4'),
            ],
          },
        },
      },
      included: [
        {
          id: 'att-1',
          type: 'fileAttachment',
          attributes: { scope: 'protected', deleted: false },
          relationships: { file: { data: ref('file', 'file-1') } },
        },
        {
          id: 'att-2',
          type: 'fileAttachment',
          attributes: { scope: 'protected', deleted: false },
          relationships: { file: { data: ref('file', 'file-2') } },
        },
        {
          id: 'att-3',
          type: 'fileAttachment',
          attributes: { scope: 'protected', deleted: false },
          relationships: { file: { data: ref('file', 'file-gone') } },
        },
        {
          id: 'att-4',
          type: 'fileAttachment',
          attributes: { scope: 'protected', deleted: false },
          relationships: { file: { data: ref('file', 'file-deleted') } },
        },
        {
          id: 'file-1',
          type: 'file',
          attributes: { name: 'map.png', size: 2048, state: 'available', deleted: false },
        },
        {
          id: 'file-2',
          type: 'file',
          attributes: { name: 'guide.pdf', size: 5, state: 'pendingVerification', deleted: false },
        },
        {
          id: 'file-deleted',
          type: 'file',
          attributes: { name: 'x', size: 1, state: 'available', deleted: true },
        },
      ],
    });
    expect(listing.files).toEqual([
      { id: 'file-2', name: 'guide.pdf', size: 5, state: 'pendingVerification' },
      { id: 'file-1', name: 'map.png', size: 2048, state: 'available' },
    ]);
  });

  it('has no files when the answer carries none', () => {
    const listing = wizardListingOf({
      data: { id: LISTING, type: 'ownListing', attributes: { title: 'Yoga' } },
      included: [],
    });
    expect(listing.files).toEqual([]);
  });
});
