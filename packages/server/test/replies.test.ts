import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkingReplies, routeOf } from './support/replies';

describe('the tests parse every reply with the domain schemas', () => {
  it('given a request, finds its call by method and route pattern, static segments first', () => {
    expect(routeOf('GET', '/api/units/detail/7?editMode=1')?.key).toBe('GET /api/units/detail/:id');
    expect(routeOf('DELETE', '/api/users/7')?.key).toBe('DELETE /api/users/:id');
    expect(routeOf('GET', '/api/users/autocomplete?search=a')?.key).toBe(
      'GET /api/users/autocomplete',
    );
    expect(routeOf('GET', '/api/nothing')).toBeUndefined();
  });

  async function serverAnswering(reply: unknown) {
    const app = Fastify({ logger: false });
    app.get('/api/units/access-card/:unit_id', async () => reply);
    return checkingReplies(app);
  }

  it('given a reply that drifted from its schema, fails the request that read it', async () => {
    const app = await serverAnswering({
      data: [{ id: 1, serial_number: 'AC1', active: 'yes', unit_id: 1 }],
      total: 1,
    });
    await expect(app.inject({ method: 'GET', url: '/api/units/access-card/1' })).rejects.toThrow(
      'GET /api/units/access-card/:unit_id replied outside its schema: data.0.active',
    );
  });

  it('given a reply missing a field of its schema, fails the request', async () => {
    const app = await serverAnswering({ data: [] });
    await expect(app.inject('/api/units/access-card/1')).rejects.toThrow('total');
  });

  it('given a reply that follows its schema, hands it to the test', async () => {
    const app = await serverAnswering({
      data: [{ id: 1, serial_number: 'AC1', active: true, unit_id: 1 }],
      total: 1,
    });
    const response = await app.inject({ method: 'GET', url: '/api/units/access-card/1' });
    expect(response.json().total).toBe(1);
  });

  it('given a JSON reply of a call without a reply schema, fails the request', async () => {
    const app = checkingReplies(Fastify({ logger: false }));
    app.get('/api/unlisted', async () => ({ ok: true }));
    await expect(app.inject('/api/unlisted')).rejects.toThrow('has no reply schema');
  });
});
