import type { MenuChef, SellerCard } from '@lutong/shared';
import { ChefOfTheWeek } from './chef-of-the-week';
import { ChefStories } from './chef-stories';
import { HomechefInvite, LoyaltyCard } from './loyalty-and-homechef';
import { ReasonsToBuy } from './reasons-to-buy';

type LandingMoreProps = {
  featured: SellerCard | null;
  stories: SellerCard[];
  menus: Map<string, MenuChef>;
};

/**
 * The landing's sections below its first screen: reasons to buy, the chef of the week, three chef
 * stories, loyalty and the homechef invitation. Their code is a chunk of its own, so the first
 * screen's code is smaller (issue 22: landing JS); their styles stay with the page's.
 */
export function LandingMore({ featured, stories, menus }: LandingMoreProps) {
  return (
    <>
      <ReasonsToBuy />
      <ChefOfTheWeek chef={featured} menu={featured ? menus.get(featured.id) : undefined} />
      <ChefStories chefs={stories} menus={menus} />
      <div className="landing-duo landing-reveal">
        <LoyaltyCard />
        <HomechefInvite />
      </div>
    </>
  );
}
