// {user}/profile (SPEC.md section 2): id, image, full name, about, bio, phone, facebook, twitter and the
// governorate, with the defaults for an empty phone, bio and picture.
import { useState } from 'react';
import { arabicDigits } from '@fitout/shared';
import { Link } from 'wouter';
import AreaLayout from '../AreaLayout.tsx';
import DefaultAvatar from '../DefaultAvatar.tsx';
import { areaLink } from '../paths.ts';
import { shownBio, shownGovernorate, shownPhone, socialLink } from './profile.ts';
import { profileWords, takeProfileSaved } from './words.ts';
import { useProfile } from '../ProfileContext.ts';
import { useAreaLang } from '../lang.ts';
import MailPreferencesPanel from './MailPreferencesPanel.tsx';
import OneByOne from '../OneByOne.tsx';

/**
 * A social handle or address: a link when it is a web address, the text otherwise. An address reads left to right on
 * an Arabic page too (isolated, so that its slashes do not jump to the other end: never "/https://…").
 */
function SocialValue({ value }: { value: string }) {
  const { t } = useAreaLang();
  const text = value.trim();
  if (!text) return <span className="muted">{t.notAddedYet}</span>;
  const link = socialLink(text);
  if (link) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" dir="ltr">
        <bdi>{link.text}</bdi>
      </a>
    );
  }
  return <bdi dir="auto">{text}</bdi>;
}

export default function ProfilePage() {
  const { profile } = useProfile();
  const { lang, t } = useAreaLang();
  const w = profileWords(lang);
  // The form said "saved" before coming back here: the page keeps saying it (a toast alone goes unnoticed).
  const [saved] = useState(takeProfileSaved);
  const image = profile.images.image;
  const editLink = areaLink('updateProfile', { id: profile.user.id });

  return (
    <AreaLayout
      title={t.profile}
      actions={
        <Link className="button" to={editLink}>
          {t.updateProfile}
        </Link>
      }
    >
      {saved && (
        <p className="notice notice--success profile-saved" role="status">
          {w.profileSaved}
        </p>
      )}
      <div className="split profile">
        <section className="profile-card" aria-labelledby="profile-name">
          {profile.image ? (
            <img
              className="avatar"
              src={image?.url ?? profile.image}
              srcSet={image?.srcset || undefined}
              sizes="144px"
              width={144}
              height={144}
              alt={t.profilePicture(profile.full_name || profile.user.email)}
            />
          ) : (
            <DefaultAvatar />
          )}
          <h2 id="profile-name" dir="auto">
            {profile.full_name || profile.user.username}
          </h2>
          <p className="muted">{profile.user.email}</p>
          <p className="profile-card__id">
            {t.id} <span>{lang === 'ar' ? arabicDigits(profile.id) : profile.id}</span>
          </p>
          <p className="profile-card__bio" dir="auto">
            {shownBio(profile, lang)}
          </p>
        </section>

        <div className="profile-details">
          {/* The card first; the details, one section in each task after it (issue 37: blocking time). */}
          <OneByOne
            parts={[
              <section key="about" className="panel" aria-labelledby="about-title">
                <h2 id="about-title">{t.about}</h2>
                {profile.about.trim() ? (
                  <p className="profile-about" dir="auto">
                    {profile.about}
                  </p>
                ) : (
                  <p className="muted">{t.nothingYet}</p>
                )}
              </section>,
              <section key="details" className="panel" aria-labelledby="details-title">
                <h2 id="details-title">{t.details}</h2>
                <dl className="details-list">
                  <div>
                    <dt>{t.fullName}</dt>
                    <dd>{profile.full_name ? <bdi dir="auto">{profile.full_name}</bdi> : <span className="muted">{t.notAddedYet}</span>}</dd>
                  </div>
                  <div>
                    <dt>{t.phone}</dt>
                    <dd>
                      {/* A phone number reads left to right in Arabic too. */}
                      <bdi dir="ltr" className="phone-number">
                        {shownPhone(profile)}
                      </bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t.governorate}</dt>
                    <dd>
                      {profile.country.trim() ? (
                        <bdi dir="auto">{shownGovernorate(profile.country, lang)}</bdi>
                      ) : (
                        <span className="muted">{t.notAddedYet}</span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>{t.facebook}</dt>
                    <dd>
                      <SocialValue value={profile.facebook} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t.twitter}</dt>
                    <dd>
                      <SocialValue value={profile.twitter} />
                    </dd>
                  </div>
                </dl>
              </section>,
              <MailPreferencesPanel key="mail" />,
              <section key="orders" className="panel panel--accent" aria-labelledby="orders-title">
                <h2 id="orders-title">{t.yourOrders}</h2>
                <p>{t.yourOrdersText}</p>
                <div className="panel__actions">
                  <Link className="button" to={areaLink('createOrder')}>
                    {t.order}
                  </Link>
                  <Link className="button button--ghost" to={areaLink('listOrders')}>
                    {t.ordersList}
                  </Link>
                </div>
              </section>,
            ]}
          />
        </div>
      </div>
    </AreaLayout>
  );
}
