import { useState } from 'react';
import { displayName, type MenuDish, type PublicUser } from '@lutong/shared';
import { Toast } from '../../../components/toast';
import { useTexts } from '../../../i18n/use-texts';
import { useGuidedTour } from '../../../hooks/use-guided-tour';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUser } from '../../../lib/auth';
import { guidesAfterTour, isGuidePending, MY_MENU_GUIDE } from '../../../lib/guides';
import { useDeleteDish } from '../api/delete-dish';
import { useMyMenu } from '../api/get-my-menu';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { DishFormDialog } from '../components/dish-form-dialog';
import { DishesSection } from '../components/dishes-section';
import { MenuDaysCard } from '../components/menu-days-card';
import { myMenuTourSteps } from '../components/my-menu-tour';
import { RemoveDishDialog } from '../components/remove-dish-dialog';
import { ShareCard } from '../components/share-card';
import { ShopCard } from '../components/shop-card';
import { ShopSettingsCard } from '../components/shop-settings-card';
import '../components/my-menu.css';
import '../components/my-dishes.css';

// product §3.3 My Menu (/my-menu, chef only; the router's guard lets only chefs in).
export function MyMenuPage() {
  const user = useUser();
  if (!user) return null;
  return <MyMenu user={user} />;
}

/** Which dish the form is open for: null when closed, `dish: null` to add one. */
type FormState = { dish: MenuDish | null; opened: number } | null;

function MyMenu({ user }: { user: PublicUser }) {
  const menu = useMyMenu(user.id);
  const { t } = useTexts('myMenu');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');
  const notice = useTimedAlert();
  const removeAlert = useTimedAlert();
  const remove = useDeleteDish(user.id);
  const guides = useUpdateMyProfile();
  const [form, setForm] = useState<FormState>(null);
  const [removing, setRemoving] = useState<MenuDish | null>(null);

  useGuidedTour({
    active: isGuidePending(user.guides, MY_MENU_GUIDE) && !menu.isPending,
    steps: myMenuTourSteps(t),
    onDone: () => guides.mutate({ guides: guidesAfterTour(user.guides, MY_MENU_GUIDE) }),
  });

  const openForm = (dish: MenuDish | null) => setForm({ dish, opened: Date.now() });

  const onConfirmRemove = () => {
    if (!removing || remove.isPending) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notice.show(rule('dishDeleted'), 'success');
      },
      onError: () =>
        removeAlert.show(rule('dishDeleteFailed', { support: m('supportContact') }), 'error'),
    });
  };

  return (
    <section className="page my-menu-page" data-testid="my-menu-page">
      <title>{t('pageTitle')}</title>
      <header className="my-menu-page__head">
        <p className="my-menu-page__eyebrow">{t('eyebrow')}</p>
        <h1>{t('heading', { name: user.name ? displayName(user.name) : t('chef') })}</h1>
      </header>
      <div className="my-menu-layout">
        <div className="my-menu-layout__side">
          <ShopCard user={user} />
          <MenuDaysCard user={user} />
          <ShopSettingsCard user={user} />
          <ShareCard user={user} />
        </div>
        <DishesSection
          chefId={user.id}
          chef={menu.data}
          loading={menu.isPending}
          failed={menu.isError && !menu.data}
          onAdd={() => openForm(null)}
          onEdit={openForm}
          onRemove={(dish) => {
            removeAlert.dismiss();
            setRemoving(dish);
          }}
          onNotice={notice.show}
        />
      </div>
      {form ? (
        <DishFormDialog
          key={`${form.dish?.id ?? 'new'}-${form.opened}`}
          open
          dish={form.dish}
          chefId={user.id}
          onClose={() => setForm(null)}
          onSaved={(message) => {
            setForm(null);
            notice.show(message, 'success');
          }}
        />
      ) : null}
      <RemoveDishDialog
        dish={removing}
        pending={remove.isPending}
        alert={removeAlert.alert}
        onDismissAlert={removeAlert.dismiss}
        onClose={() => {
          if (!remove.isPending) setRemoving(null);
        }}
        onConfirm={onConfirmRemove}
      />
      <Toast alert={notice.alert} onDismiss={notice.dismiss} />
    </section>
  );
}
