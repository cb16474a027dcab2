import { expect } from '@jest/globals';
import { cropWindow } from '@prism/contracts';

describe('cropWindow', () => {
  it('takes the largest window of the shape, centred by default', () => {
    expect(cropWindow(1600, 600, 2, undefined)).toEqual({
      left: 200,
      top: 0,
      width: 1200,
      height: 600,
    });
    expect(cropWindow(600, 1600, 1, undefined)).toEqual({
      left: 0,
      top: 500,
      width: 600,
      height: 600,
    });
  });

  it('centres on the focal point, moved back inside the image at an edge', () => {
    expect(cropWindow(1600, 600, 2, { x: 0.5, y: 0.5 }).left).toBe(200);
    expect(cropWindow(1600, 600, 2, { x: 0.95, y: 0.5 }).left).toBe(400);
    expect(cropWindow(1600, 600, 2, { x: 0.02, y: 0.5 }).left).toBe(0);
    expect(cropWindow(600, 1600, 1, { x: 0.5, y: 0.9 })).toEqual({
      left: 0,
      top: 1000,
      width: 600,
      height: 600,
    });
  });
});
