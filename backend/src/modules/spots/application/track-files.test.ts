import { expect } from 'chai';
import { tripGpx, tripKml, xmlText } from './track-files.ts';

describe('trip files (GPX and KML)', () => {
  it('escapes the five XML specials and leaves out characters XML cannot carry', () => {
    expect(xmlText(`Pike & "perch" <north> it's\u0001\u0007 here`)).to.equal('Pike &amp; &quot;perch&quot; &lt;north&gt; it&apos;s here');
    expect(xmlText('Ørret 🎣')).to.equal('Ørret 🎣');
  });

  it('writes a trip with no path and no place as a file with neither', () => {
    const content = { name: 'Trip', description: null, at: new Date('2026-06-01T05:00:00Z'), path: null, waypoints: [], place: null };
    expect(tripGpx(content)).not.to.match(/<wpt|<trk>/);
    expect(tripKml(content)).not.to.match(/<Placemark/);
  });
});
