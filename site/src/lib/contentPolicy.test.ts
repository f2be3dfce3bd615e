import { describe, expect, it } from 'vitest';
import { pageDirectives, type PolicySettings } from './contentPolicy.ts';

const directive = (settings: PolicySettings, name: string) =>
  pageDirectives(settings)
    .find((line) => line.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe("the pages' content security policy", () => {
  it('lets images come only from the site itself, data: URLs and the media on the API, never from any https origin', () => {
    const settings = { API_URL: 'https://api.example.com/api/v1', PUBLIC_API_ROOT: 'https://api.example.com' };
    expect(directive(settings, 'img-src')).toEqual(["'self'", 'data:', 'https://api.example.com']);
  });

  it('names the API the islands call and the API the build read when they differ', () => {
    const settings = { API_URL: 'http://127.0.0.1:8000/api/v1', PUBLIC_API_ROOT: 'https://api.example.com/' };
    expect(directive(settings, 'img-src')).toEqual(["'self'", 'data:', 'https://api.example.com', 'http://127.0.0.1:8000']);
  });

  it('takes images from the bucket or CDN that serves the uploaded images, and only images', () => {
    const settings = { API_URL: 'https://api.example.com/api/v1', PUBLIC_MEDIA_URL: 'https://cdn.example.net/media' };
    expect(directive(settings, 'img-src')).toEqual(["'self'", 'data:', 'https://api.example.com', 'https://cdn.example.net']);
    expect(directive(settings, 'connect-src')).not.toContain('https://cdn.example.net');
  });

  it('does not take images from the external contact form service, which only receives the form', () => {
    const settings = { API_URL: 'https://api.example.com/api/v1', PUBLIC_CONTACT_URL: 'https://forms.example.net/f/123' };
    expect(directive(settings, 'img-src')).not.toContain('https://forms.example.net');
    expect(directive(settings, 'form-action')).toContain('https://forms.example.net');
    expect(directive(settings, 'connect-src')).toContain('https://forms.example.net');
  });

  it('falls back to the site itself when no setting names another origin', () => {
    expect(directive({}, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive({ PUBLIC_API_ROOT: 'not a url' }, 'connect-src')).toEqual(["'self'"]);
  });
});
