/**
 * A records page's CSV file comes from the same columns as its table (client/components/records/
 * records-page.tsx): the header row is the columns' headers, each row their values, a column of
 * the file only (no cell) in its place.
 */
import { describe, expect, it } from 'vitest';
import { csvTable, type RecordsPageColumn } from '@client/components/records/records-page';

interface Bet {
  id: string;
  game: string;
  stake: number;
}

const columns: RecordsPageColumn<Bet>[] = [
  { header: 'Time', heading: 'Time (GMT+7)', cell: (b) => b.id, csv: () => '2026-11-27 10:00:00' },
  { header: 'Game', cell: (b) => b.game.toUpperCase(), csv: (b) => b.game },
  { header: 'Id', csv: (b) => b.id },
  { header: 'Stake', cell: (b) => `₫ ${b.stake}`, csv: (b) => b.stake },
];

describe('records CSV', () => {
  it('writes the headers (not the table headings), then each row by its columns, file-only columns in place', () => {
    expect(
      csvTable(columns, [
        { id: 'b1', game: 'Slot', stake: 1000 },
        { id: 'b2', game: 'Dice', stake: 2000 },
      ]),
    ).toEqual([
      ['Time', 'Game', 'Id', 'Stake'],
      ['2026-11-27 10:00:00', 'Slot', 'b1', 1000],
      ['2026-11-27 10:00:00', 'Dice', 'b2', 2000],
    ]);
  });
});
