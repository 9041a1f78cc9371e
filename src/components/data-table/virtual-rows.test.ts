import { describe, expect, it } from 'vitest';
import { rowsToDraw } from './virtual-rows';

const range = (startIndex: number, endIndex: number, count = 100) => ({
  startIndex,
  endIndex,
  count,
  overscan: 2,
});

describe('rowsToDraw', () => {
  it('draws two rows beyond each edge of the window while the box stands still', () => {
    expect(rowsToDraw(range(10, 14), null)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('draws the rows ahead only while scrolling down', () => {
    expect(rowsToDraw(range(10, 14), 'forward')).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it('draws the rows ahead only while scrolling up', () => {
    expect(rowsToDraw(range(10, 14), 'backward')).toEqual([8, 9, 10, 11, 12, 13, 14]);
  });

  it('draws as many rows beyond the window as the range asks for', () => {
    expect(rowsToDraw({ ...range(10, 14), overscan: 1 }, null)).toEqual([9, 10, 11, 12, 13, 14, 15]);
    expect(rowsToDraw({ ...range(10, 14), overscan: 1 }, 'forward')).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('stays within the list at both ends', () => {
    expect(rowsToDraw(range(0, 3, 5), null)).toEqual([0, 1, 2, 3, 4]);
    expect(rowsToDraw(range(0, 0, 1), 'forward')).toEqual([0]);
  });
});
