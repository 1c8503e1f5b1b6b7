import { describe, expect, it } from 'vitest';
import { isSimCredentialMessage, simulatorPopup } from './google-popup';

const identity = {
  clientId: 'lutong-bahay-local',
  simulatorUrl: 'http://localhost:3000/_sim/google',
};

describe('Google sign-in simulator popup', () => {
  it('opens the choose page with our client id and origin', () => {
    expect(simulatorPopup(identity, 'http://localhost:3000', false)).toEqual({
      url: 'http://localhost:3000/_sim/google/choose?client_id=lutong-bahay-local&origin=http%3A%2F%2Flocalhost%3A3000',
      origin: 'http://localhost:3000',
    });
  });

  it('goes through the dev proxy on our own origin when asked', () => {
    const popup = simulatorPopup(identity, 'http://localhost:5173', true);
    expect(popup?.origin).toBe('http://localhost:5173');
    expect(popup?.url.startsWith('http://localhost:5173/_sim/google/choose?')).toBe(true);
  });

  it('has no popup without a simulator address', () => {
    expect(
      simulatorPopup({ clientId: 'x', simulatorUrl: null }, 'http://localhost:3000', false),
    ).toBeNull();
    expect(
      simulatorPopup({ clientId: 'x', simulatorUrl: 'not a url' }, 'http://localhost:3000', false),
    ).toBeNull();
  });

  it('accepts only the simulator credential message', () => {
    expect(isSimCredentialMessage({ type: 'sim-google-credential', credential: 'eyJ.a.b' })).toBe(
      true,
    );
    expect(isSimCredentialMessage({ type: 'sim-google-credential', credential: '' })).toBe(false);
    expect(isSimCredentialMessage({ type: 'other', credential: 'eyJ' })).toBe(false);
    expect(isSimCredentialMessage('sim-google-credential')).toBe(false);
    expect(isSimCredentialMessage(null)).toBe(false);
  });
});
