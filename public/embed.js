/*
 * Careers embed loader. Put <div data-careers-embed="jobs"></div> (or data-careers-embed="posting"
 * data-posting="<id>") on a page, then <script src="https://<careers site>/embed.js" async></script>.
 * Options, events and security: the career site's README ("Embedding the careers page"). No dependencies.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  // Loaded twice: the first copy listens; pick up the elements added since.
  if (window.CareersEmbed) return window.CareersEmbed.scan();
  if (!script || !script.src) return;
  var siteOrigin = new URL(script.src).origin;
  var embeds = [];
  var TRACKING = /^(utm_[a-z_]{1,30}|source)$/;
  var ID = /^[A-Za-z0-9_-]{1,100}$/;
  // Checked here so no bad value travels, and again by the site: the theme, and the list's filters
  // (a team's, a shop's or a students' page).
  var PARAMS = {
    accent: /^#[0-9a-fA-F]{6}$/,
    font: /^[A-Za-z][A-Za-z0-9 -]{0,39}$/,
    radius: /^(\d|1\d|2[0-4])$/,
    department: ID,
    country: /^[A-Za-z]{2}$/,
    city: /^[^<>]{1,100}$/,
    within: /^(5|10|25|50|100)$/,
    employmentType: /^[a-z_]{1,20}$/i,
  };
  var READY_TIMEOUT_MS = 10000;
  // Its words in each language the site speaks: messages/<locale>/embed.json copied, as no build step
  // touches this file (lib/embed/loader.test.ts fails when they differ).
  var WORDS = {
    en: {
      jobsFrameTitle: 'Open positions',
      postingFrameTitle: 'Job posting and application form',
      jobsFallbackLink: 'See our open positions',
      postingFallbackLink: 'View this job and apply on our careers site',
    },
    de: {
      jobsFrameTitle: 'Offene Stellen',
      postingFrameTitle: 'Stellenanzeige und Bewerbungsformular',
      jobsFallbackLink: 'Unsere offenen Stellen ansehen',
      postingFallbackLink: 'Diese Stelle auf unserer Karriereseite ansehen und bewerben',
    },
    fr: {
      jobsFrameTitle: 'Offres d’emploi',
      postingFrameTitle: 'Offre d’emploi et formulaire de candidature',
      jobsFallbackLink: 'Voir nos offres d’emploi',
      postingFallbackLink: 'Voir cette offre et postuler sur notre site carrières',
    },
    es: {
      jobsFrameTitle: 'Ofertas de empleo',
      postingFrameTitle: 'Oferta de empleo y formulario de solicitud',
      jobsFallbackLink: 'Ver nuestras ofertas de empleo',
      postingFallbackLink: 'Ver esta oferta y postularse en nuestro sitio de empleo',
    },
    pl: {
      jobsFrameTitle: 'Oferty pracy',
      postingFrameTitle: 'Oferta pracy i formularz aplikacyjny',
      jobsFallbackLink: 'Zobacz nasze oferty pracy',
      postingFallbackLink: 'Zobacz tę ofertę i aplikuj na naszej stronie kariery',
    },
    ar: {
      jobsFrameTitle: 'الوظائف الشاغرة',
      postingFrameTitle: 'إعلان الوظيفة ونموذج التقديم',
      jobsFallbackLink: 'اطّلع على وظائفنا الشاغرة',
      postingFallbackLink: 'اطّلع على هذه الوظيفة وقدّم طلبك عبر موقع الوظائف لدينا',
    },
  };

  function emit(host, name, detail) {
    host.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: detail || {} }));
  }

  function fail(embed, reason) {
    if (embed.failed) return;
    embed.failed = true;
    var link = document.createElement('a');
    link.href = embed.fallbackUrl;
    link.textContent = embed.words[embed.posting ? 'postingFallbackLink' : 'jobsFallbackLink'];
    if (embed.frame) embed.frame.remove();
    embed.host.appendChild(link);
    emit(embed.host, 'careers:error', { reason: reason });
  }

  // A language tag's language ("de" of "de-AT", as a page's lang attribute has it), if the site speaks it.
  function spoken(tag) {
    var lang = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*\s*$/i.exec(tag);
    lang = lang && lang[1].toLowerCase();
    return WORDS[lang] ? lang : null;
  }

  function setup(host) {
    if (host.hasAttribute('data-careers-embedded')) return;
    host.setAttribute('data-careers-embedded', '');
    var posting = host.getAttribute('data-posting');
    var isPosting = host.getAttribute('data-careers-embed') === 'posting' || posting !== null;
    // The frame's language: data-lang's, or without it the visitor's own, as the site's pages choose it.
    var asked = host.getAttribute('data-lang');
    var lang = asked === null ? (navigator.languages || []).map(spoken).filter(Boolean)[0] : spoken(asked);
    var embed = {
      host: host,
      posting: isPosting ? posting : null,
      fallbackUrl: siteOrigin,
      words: WORDS[lang || 'en'],
    };
    embeds.push(embed);
    if (isPosting && !ID.test(posting || '')) return fail(embed, 'invalid_posting');

    var query = new URLSearchParams();
    for (var name in PARAMS) {
      var value = host.getAttribute('data-' + name);
      if (value !== null && PARAMS[name].test(value.trim())) query.set(name, value.trim());
    }
    new URLSearchParams(location.search).forEach(function (value, key) {
      if (TRACKING.test(key) && !query.has(key)) query.set(key, value.slice(0, 500));
    });

    // If the frame fails: the same job or list on the site (the theme ignored), with the campaign.
    embed.fallbackUrl += (isPosting ? '/jobs/' + posting : '/') + (query + '' && '?' + query);
    // The site's own pages take their language from the address or the browser, not from `lang`.
    if (lang) query.set('lang', lang);
    query.set('origin', location.origin);
    var frame = document.createElement('iframe');
    frame.src = siteOrigin + '/embed/jobs' + (isPosting ? '/' + posting : '') + '?' + query;
    frame.title =
      host.getAttribute('data-title') || embed.words[isPosting ? 'postingFrameTitle' : 'jobsFrameTitle'];
    frame.loading = 'lazy';
    frame.style.cssText = 'display:block;width:100%;height:600px;border:0';
    // Loaded but never ready: refused (a host not allowed) or broken. Show the link.
    frame.addEventListener('load', function () {
      if (!embed.ready)
        embed.timer = setTimeout(function () {
          if (!embed.ready) fail(embed, 'timeout');
        }, READY_TIMEOUT_MS);
    });
    embed.frame = frame;
    // The host's own content (a link for readers without scripts) makes way.
    host.textContent = '';
    host.appendChild(frame);
  }

  function onMessage(event) {
    if (event.origin !== siteOrigin) return;
    var data = event.data;
    if (!data || typeof data.type !== 'string') return;
    for (var i = 0; i < embeds.length; i++) {
      var embed = embeds[i];
      if (!embed.frame || embed.failed || event.source !== embed.frame.contentWindow) continue;
      if (data.type === 'careers:ready') {
        // Every page the frame loads says so; after the first, the reader followed a link or searched
        // inside it: bring the new page's top into view (the frame cannot scroll the host page).
        if (embed.ready && embed.frame.getBoundingClientRect().top < 0) embed.frame.scrollIntoView();
        embed.ready = true;
        clearTimeout(embed.timer);
        emit(embed.host, 'careers:ready');
      } else if (data.type === 'careers:resize') {
        var height = Number(data.height);
        if (!(height > 0 && height < 100000)) return;
        embed.frame.style.height = Math.ceil(height) + 'px';
        emit(embed.host, 'careers:resize', { height: Math.ceil(height) });
      } else if (data.type === 'careers:submitted') {
        emit(embed.host, 'careers:submitted', {
          postingId: String(data.postingId),
          reference: String(data.reference),
        });
      } else if (data.type === 'careers:error') {
        emit(embed.host, 'careers:error', { reason: String(data.reason) });
      }
      return;
    }
  }

  function scan() {
    var hosts = document.querySelectorAll('[data-careers-embed]');
    for (var i = 0; i < hosts.length; i++) setup(hosts[i]);
  }

  window.CareersEmbed = { scan: scan };
  window.addEventListener('message', onMessage);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
