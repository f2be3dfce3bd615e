// {user}/profile (SPEC.md section 2): id, image, full name, about, bio, phone, facebook, twitter and the
// governorate, with the defaults for an empty phone, bio and picture.
import { Link } from 'react-router-dom';
import AreaLayout from './AreaLayout.tsx';
import DefaultAvatar from './DefaultAvatar.tsx';
import { areaLink } from './paths.ts';
import { shownBio, shownPhone } from './profile.ts';
import { useProfile } from './ProfileContext.ts';

/** A social handle or address: a link when it is a web address, the text otherwise. */
function SocialValue({ value }: { value: string }) {
  const text = value.trim();
  if (!text) return <span className="muted">Not added yet</span>;
  if (/^https?:\/\//i.test(text)) {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer">
        {text.replace(/^https?:\/\/(www\.)?/i, '')}
      </a>
    );
  }
  return <span>{text}</span>;
}

export default function ProfilePage() {
  const { profile } = useProfile();
  const image = profile.images.image;
  const editLink = areaLink('updateProfile', { id: profile.user.id });

  return (
    <AreaLayout
      title="Profile"
      actions={
        <Link className="button" to={editLink}>
          Update Profile
        </Link>
      }
    >
      <div className="profile">
        <section className="profile-card" aria-labelledby="profile-name">
          {profile.image ? (
            <img
              className="avatar"
              src={image?.url ?? profile.image}
              srcSet={image?.srcset || undefined}
              sizes="144px"
              width={144}
              height={144}
              alt={`Profile picture of ${profile.full_name || profile.user.email}`}
            />
          ) : (
            <DefaultAvatar />
          )}
          <h2 id="profile-name">{profile.full_name || profile.user.username}</h2>
          <p className="muted">{profile.user.email}</p>
          <p className="profile-card__id">
            ID <span>{profile.id}</span>
          </p>
          <p className="profile-card__bio">{shownBio(profile)}</p>
        </section>

        <div className="profile-details">
          <section className="panel" aria-labelledby="about-title">
            <h2 id="about-title">About</h2>
            {profile.about.trim() ? <p className="profile-about">{profile.about}</p> : <p className="muted">Nothing here yet.</p>}
          </section>
          <section className="panel" aria-labelledby="details-title">
            <h2 id="details-title">Details</h2>
            <dl className="details-list">
              <div>
                <dt>Full name</dt>
                <dd>{profile.full_name || <span className="muted">Not added yet</span>}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{shownPhone(profile)}</dd>
              </div>
              <div>
                <dt>Governorate</dt>
                <dd>{profile.country || <span className="muted">Not added yet</span>}</dd>
              </div>
              <div>
                <dt>Facebook</dt>
                <dd>
                  <SocialValue value={profile.facebook} />
                </dd>
              </div>
              <div>
                <dt>Twitter</dt>
                <dd>
                  <SocialValue value={profile.twitter} />
                </dd>
              </div>
            </dl>
          </section>
          <section className="panel panel--accent" aria-labelledby="orders-title">
            <h2 id="orders-title">Your orders</h2>
            <p>Ask for a finishing package for your unit, or follow the orders you have placed.</p>
            <div className="panel__actions">
              <Link className="button" to={areaLink('createOrder')}>
                Order
              </Link>
              <Link className="button button--ghost" to={areaLink('listOrders')}>
                Orders List
              </Link>
            </div>
          </section>
        </div>
      </div>
    </AreaLayout>
  );
}
