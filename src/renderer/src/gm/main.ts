import { createApp } from 'vue'
// Every rule system's campaign part is registered before any campaign file is checked.
import '@shared/systems/registry'
import { createPinia } from 'pinia'
import GmApp from './GmApp.vue'
import { createBridge } from '../bridge'
import { provideBridge } from '../bridge/inject'
import '../styles/base.css'
import '../styles/gm.css'

const app = createApp(GmApp)
app.use(createPinia())
provideBridge(app, createBridge('gm'))
app.mount('#app')
