import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import HomeHero, {type HeroAction} from '@site/src/components/HomeHero';
import FeatureCards, {type Feature} from '@site/src/components/FeatureCards';
import FirstRequest from '@site/src/components/FirstRequest';
import TransportChoice from '@site/src/components/TransportChoice';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDeployment from '@site/src/hooks/useDeployment';
import {sourceLanguageCount, targetLanguageCount} from '@site/src/utils/languages';
import Pipeline from './_pipeline.mdx';
import styles from './index.module.css';

const heroActions: HeroAction[] = [
  {to: '/docs/quick-start', label: 'Quick start', primary: true},
  {to: '/api/introduction', label: 'API reference'},
];

const features: Feature[] = [
  {
    title: 'Real-time speech-to-speech',
    to: '/docs/streaming_api',
    description:
      'Send a live audio stream and receive translated speech in one or more languages, with partial and final transcripts and translations as text events.',
  },
  {
    title: 'Broadcaster',
    to: '/docs/broadcaster',
    description: 'Take an RTMP, SRT or WebRTC feed, translate it, and restream it as RTMP, SRT, HLS or WebRTC with live captions.',
  },
  {
    title: 'Glossaries',
    to: '/docs/glossaries',
    description: 'Upload CSV term lists that steer how names, products and jargon are recognised and translated.',
  },
  {
    title: 'Voices & cloning',
    to: '/docs/voices',
    description: 'Speak with built-in voices, clone a voice from a 30-second sample, or clone the speaker live while streaming.',
  },
  {
    title: 'Text-to-speech',
    to: '/docs/streaming_api#realtime-text-to-speech',
    description: 'Generate audio files from text with any voice over REST, or stream speech from text over a realtime socket.',
  },
];

/** The machine-readable descriptions, written into the site root by `npm run gen`. */
const downloads = [
  {file: 'openapi.yaml', label: 'OpenAPI 3.0', what: 'every REST operation and the WebSocket handshake'},
  {file: 'asyncapi.yaml', label: 'AsyncAPI 3.0', what: 'every streaming message'},
  {file: 'postman_collection.json', label: 'Postman collection', what: 'every REST request, ready to send'},
];

function Downloads(): React.ReactNode {
  const base = useBaseUrl('/');
  return (
    <ul className={styles.downloads}>
      {downloads.map(({file, label, what}) => (
        <li key={file}>
          <a className={styles.inlineLink} href={`${base}${file}`} download={file}>
            {label}
          </a>{' '}
          (<code>{file}</code>): {what}
        </li>
      ))}
    </ul>
  );
}

/** A home page section: a container headed by an h2 that names it for assistive technology. */
function HomeSection({id, title, children}: {id: string; title: string; children: React.ReactNode}): React.ReactNode {
  return (
    <section className="container" aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export default function Home(): React.ReactNode {
  const {supportEmail, apiBaseUrl, streamBaseUrl} = useDeployment();
  return (
    <Layout
      title="Real-time speech-to-speech translation API"
      description="Documentation and API reference for real-time speech-to-speech translation: streaming sessions, broadcasts, glossaries, voices and text-to-speech.">
      <HomeHero actions={heroActions} />
      <main className={styles.main}>
        <HomeSection id="features" title="What you can build">
          <p>
            Recognise speech in {sourceLanguageCount} source languages and speak translations in {targetLanguageCount} target languages,
            live.
          </p>
          <FeatureCards features={features} />
        </HomeSection>

        <section className={`container ${styles.howItWorks}`} aria-labelledby="how-it-works">
          <div>
            <Heading as="h2" id="how-it-works">
              How it works
            </Heading>
            <p>
              Every stream runs through the same pipeline, continuously: speech recognition, machine translation and speech synthesis.
              Transcripts and translations arrive as text events while the translated audio plays.
            </p>
          </div>
          <div className={styles.diagram}>
            <MDXContent>
              <Pipeline />
            </MDXContent>
          </div>
        </section>

        <HomeSection id="first-request" title="Your first request">
          <p>
            Your backend creates a streaming session with its API key. The response holds the stream URLs and a short-lived publisher token
            that your client uses to connect.
          </p>
          <FirstRequest />
          <p className={styles.nextStep}>
            <strong>Next step:</strong> hand the publisher token to your client, connect and stream audio. The{' '}
            <Link to="/docs/quick-start">quick start</Link> walks through it; the{' '}
            <Link to="/api/create-streaming-session">Create streaming session</Link> reference lists every field of this request.
          </p>
        </HomeSection>

        <HomeSection id="choose-transport" title="Choose your transport">
          <p>
            Browsers and mobile apps connect over <strong>WebRTC</strong>; servers connect over <strong>WebSocket</strong>. Both speak the
            same JSON control messages.
          </p>
          <TransportChoice />
        </HomeSection>

        <HomeSection id="support" title="Support and downloads">
          <p>
            The REST API lives at <code>{apiBaseUrl}</code> and streams are served from <code>{streamBaseUrl}</code>. Questions, limit
            increases and incident reports go to{' '}
            <a className={styles.inlineLink} href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
          <p>Generate clients, mock servers or tests from the descriptions the docs are built from:</p>
          <Downloads />
        </HomeSection>
      </main>
    </Layout>
  );
}
