import { describe, expect, it } from 'vitest';
import { routeUrl } from './route-url';

describe('routeUrl («Проложить маршрут»)', () => {
  const to = { lat: 55.692314, lon: 37.53606 };

  it('opens Yandex Maps with a route to the venue on the web', () => {
    expect(routeUrl(to, 'Бассейн «Атлант»', false)).toBe(
      'https://yandex.ru/maps/?rtext=~55.692314,37.53606',
    );
  });

  it('hands a geo: URI with the name to the phone, which lets the person pick a maps app', () => {
    expect(routeUrl(to, 'Бассейн «Атлант»', true)).toBe(
      `geo:55.692314,37.53606?q=55.692314,37.53606(${encodeURIComponent('Бассейн «Атлант»')})`,
    );
  });
});
