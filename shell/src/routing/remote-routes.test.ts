import { expect } from 'chai';
import { loginUrl, matchAnglerRoute } from './remote-routes.ts';

describe('the shell route table', () => {
  it('sends each route to its remote', () => {
    expect(matchAnglerRoute('/')?.remote).to.equal('feed');
    expect(matchAnglerRoute('/profile/abc')?.remote).to.equal('feed');
    expect(matchAnglerRoute('/forum/question/12')?.remote).to.equal('forum');
    expect(matchAnglerRoute('/messages')?.remote).to.equal('forum');
    expect(matchAnglerRoute('/groups')?.remote).to.equal('forum');
    expect(matchAnglerRoute('/spots')?.remote).to.equal('spots');
    expect(matchAnglerRoute('/tournaments/9')?.remote).to.equal('tournaments');
  });

  it('leaves unknown paths to the not-found screen', () => {
    expect(matchAnglerRoute('/nope')).to.equal(undefined);
    expect(matchAnglerRoute('/forum/question')).to.equal(undefined);
  });

  it('only lets visitors stay on the landing route', () => {
    expect(matchAnglerRoute('/')?.public).to.equal(true);
    expect(matchAnglerRoute('/spots')?.public).to.not.equal(true);
  });

  it('asks sign-in to bring the angler back to where they were', () => {
    expect(loginUrl('/spots?tab=all')).to.equal('/api/login?returnTo=%2Fspots%3Ftab%3Dall');
    expect(loginUrl('/')).to.equal('/api/login');
  });
});
