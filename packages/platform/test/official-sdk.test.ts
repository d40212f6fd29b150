import sharetribeSdk from 'sharetribe-flex-sdk';
import { expect, it } from 'vitest';
import { buildSignup } from './api-client.ts';
import { describeEachDialectOverHttp } from './harness.ts';
import { officialSdk } from './support/official-sdk.ts';

// The official sharetribe-flex-sdk, unchanged, against a real listening platform.
describeEachDialectOverHttp('official sharetribe-flex-sdk', (platform, baseUrl) => {
  const newSdk = () => officialSdk(baseUrl());

  it('fetches an anonymous token, signs up, logs in, shows the user and logs out', async () => {
    const sdk = newSdk();
    const marketplace = await sdk.marketplace.show();
    expect(marketplace.data.data.attributes.name).toBe('Mercato Demo');
    expect(marketplace.data.data.id).toBeInstanceOf(sharetribeSdk.types.UUID);
    expect((await sdk.authInfo()).isAnonymous).toBe(true);

    const signup = buildSignup({ firstName: 'Sam', lastName: 'Official' });
    const created = await sdk.currentUser.create(signup, { expand: true });
    expect(created.status).toBe(200);
    expect(created.data.data.type).toBe('currentUser');
    expect(created.data.data.attributes.profile.displayName).toBe('Sam O');

    await sdk.login({ username: signup.email, password: signup.password });
    const info = await sdk.authInfo();
    expect(info.isAnonymous).toBe(false);
    expect(info.scopes).toEqual(['user']);

    const me = await sdk.currentUser.show({ include: ['effectivePermissionSet'] });
    expect(me.data.data.id.uuid).toBe(created.data.data.id.uuid);
    expect(me.data.data.attributes.email).toBe(signup.email);
    expect(me.data.data.attributes.createdAt).toBeInstanceOf(Date);
    expect(me.data.included[0].attributes.postListings).toBe('permission/allow');

    await sdk.logout();
    // Logged out, the SDK falls back to an anonymous token, which may not read a current user.
    await expect(sdk.currentUser.show()).rejects.toMatchObject({ status: 403 });
    expect((await sdk.authInfo()).isAnonymous).toBe(true);
  });

  it('creates, publishes and reads a listing with Money, LatLng and plan keywords in Transit', async () => {
    const sdk = newSdk();
    const signup = buildSignup();
    await sdk.currentUser.create(signup);
    await sdk.login({ username: signup.email, password: signup.password });
    const { LatLng, Money, UUID } = sharetribeSdk.types;
    const draft = await sdk.ownListings.createDraft(
      {
        title: 'Pottery wheel evening',
        price: new Money(4500, 'USD'),
        geolocation: new LatLng(52.52, 13.405),
        availabilityPlan: {
          type: 'availability-plan/time',
          timezone: 'Europe/Berlin',
          entries: [{ dayOfWeek: 'wed', seats: 3, startTime: '18:00', endTime: '21:00' }],
        },
        publicData: { listingType: 'service-with-calendar', unitType: 'hour' },
      },
      { expand: true },
    );
    const listing = draft.data.data;
    expect(listing.id).toBeInstanceOf(UUID);
    expect(listing.type).toBe('ownListing');
    expect(listing.attributes.price).toEqual(new Money(4500, 'USD'));
    expect(listing.attributes.geolocation).toEqual(new LatLng(52.52, 13.405));
    expect(listing.attributes.availabilityPlan.entries[0].dayOfWeek).toBe('wed');

    await sdk.ownListings.publishDraft({ id: listing.id }, { expand: true });
    const shown = await newSdk().listings.show({ id: listing.id, include: ['author'] });
    expect(shown.data.data.attributes.state).toBe('published');
    expect(shown.data.data.attributes.price).toBeInstanceOf(Money);
    expect(shown.data.included[0].type).toBe('user');

    const own = await sdk.ownListings.query({ states: ['published'], perPage: 1 });
    expect(own.data.meta).toMatchObject({ totalItems: 1, page: 1, perPage: 1 });
    expect(own.data.data[0].id.uuid).toBe(listing.id.uuid);
  });

  it('surfaces API errors the way the web template reads them', async () => {
    const sdk = newSdk();
    const signup = buildSignup();
    await sdk.currentUser.create(signup);
    const error = await sdk.currentUser.create(signup).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      data: { errors: [expect.objectContaining({ code: 'email-taken' })] },
    });
    await expect(sdk.login({ username: signup.email, password: 'wrong password' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refreshes an expired access token transparently', async () => {
    const sdk = newSdk();
    const signup = buildSignup();
    await sdk.currentUser.create(signup);
    await sdk.login({ username: signup.email, password: signup.password });
    platform().clock.advance(platform().ctx.env.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const me = await sdk.currentUser.show();
    expect(me.data.data.attributes.email).toBe(signup.email);
    expect((await sdk.authInfo()).isAnonymous).toBe(false);
  });
});
