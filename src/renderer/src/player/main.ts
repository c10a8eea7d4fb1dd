import { createApp } from 'vue'
import { createPinia } from 'pinia'
import PlayerApp from './PlayerApp.vue'
import { createBridge } from '../bridge'
import { provideBridge } from '../bridge/inject'
import '../styles/base.css'
import '../styles/player.css'
import '../styles/player-device.css'
import { pcOfLink } from './device-link'

const app = createApp(PlayerApp)
app.use(createPinia())
// A PC's own link makes this page that player's device: it says hello as one.
const device = pcOfLink() !== null
if (device) document.body.classList.add('player-device')
provideBridge(app, createBridge(device ? 'pc' : 'player'))
app.mount('#app')
