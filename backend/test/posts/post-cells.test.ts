import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { cellOf } from '../../src/modules/posts/domain/map-cells.ts';
import { sqlTwinDatabase } from '../support/sql-twins.ts';

/**
 * A post's map cells are its point's (domain/map-cells.ts) whatever writes the row: set on insert,
 * put right by an update that moves the point or sets a cell, untouched by a like's count.
 */
describe('posts: the map cells of a post row', () => {
  const database = sqlTwinDatabase();

  const query = (text: string, values: unknown[]) => database.client.query(text, values);

  const insert = async (row: Record<string, unknown>) => {
    const id = randomUUID();
    const all: Record<string, unknown> = {
      id,
      author_id: randomUUID(),
      created_at: new Date(),
      type: 'catch',
      privacy: 'public',
      species: 'pike',
      ...row,
    };
    const columns = Object.keys(all);
    await query(`insert into posts (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(all));
    return id;
  };

  const cells = async (id: string) => (await query('select fine_cell, coarse_cell from posts where id = $1', [id])).rows[0];
  const of = (latitude: number, longitude: number) => ({
    fine_cell: cellOf(latitude, longitude, 'fine'),
    coarse_cell: cellOf(latitude, longitude, 'coarse'),
  });

  const points: Array<[number, number]> = [
    [52.5, 13.4],
    [-33.87, 151.21],
    [0, 0],
    [-0.05, -0.05],
    [89.99, 179.99],
    [-90, -180],
    [64.1466, -21.9426],
  ];

  for (const [latitude, longitude] of points) {
    it(`gives an inserted post at ${latitude}, ${longitude} the cells of its point`, async () => {
      expect(await cells(await insert({ latitude, longitude }))).to.deep.equal(of(latitude, longitude));
    });
  }

  it('gives a post without a point no cells, and ignores cells an insert names', async () => {
    expect(await cells(await insert({ type: 'content', species: null }))).to.deep.equal({ fine_cell: null, coarse_cell: null });
    expect(await cells(await insert({ latitude: 52.5, longitude: 13.4, fine_cell: 1, coarse_cell: 2 }))).to.deep.equal(of(52.5, 13.4));
  });

  it('moves the cells with the point, puts a cell set by hand right, and leaves them to a like', async () => {
    const id = await insert({ latitude: 52.5, longitude: 13.4 });
    await query('update posts set latitude = $2, longitude = $3 where id = $1', [id, -33.87, 151.21]);
    expect(await cells(id)).to.deep.equal(of(-33.87, 151.21));
    await query('update posts set fine_cell = 5, coarse_cell = null where id = $1', [id]);
    expect(await cells(id)).to.deep.equal(of(-33.87, 151.21));
    await query('update posts set latitude = null, longitude = null where id = $1', [id]);
    expect(await cells(id)).to.deep.equal({ fine_cell: null, coarse_cell: null });
    await query('update posts set latitude = $2, longitude = $3 where id = $1', [id, 52.5, 13.4]);
    await query('update posts set likes = likes + 1 where id = $1', [id]);
    expect(await cells(id)).to.deep.equal(of(52.5, 13.4));
  });
});
